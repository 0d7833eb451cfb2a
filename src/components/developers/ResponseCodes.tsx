/** Every status a call may answer, with what it means: the last lines of each call on /developers. */
export function ResponseCodes({ responses }: { responses: Record<string, { description: string }> }) {
  return (
    <ul className="mt-2 text-sm text-muted">
      {Object.entries(responses).map(([code, r]) => (
        <li key={code}>
          <span className="font-mono">{code}</span> {r.description}
        </li>
      ))}
    </ul>
  )
}
