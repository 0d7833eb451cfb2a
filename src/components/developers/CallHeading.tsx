/** A call's method (coloured by kind) and path, as both API sections of /developers head each call. */
export function CallHeading({ method, path }: { method: string; path: string }) {
  return (
    <h3 className="font-mono text-sm font-bold break-all">
      <span className={`rounded px-1.5 ${method === 'get' ? 'bg-brand-700 text-white' : 'bg-accent-400'}`}>
        {method.toUpperCase()}
      </span>{' '}
      {path}
    </h3>
  )
}
