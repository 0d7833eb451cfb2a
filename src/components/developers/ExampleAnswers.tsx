/** The OpenAPI examples of a call's 200 answer, by name: a summary and the whole answer. */
export type ExampleMap = Record<string, { summary: string; value: unknown }>

/** A call's example answers as a developer copies them: each one's summary, then the JSON the call sends. */
export function ExampleAnswers({ examples }: { examples: ExampleMap }) {
  return (
    <div className="mt-2 space-y-3">
      {Object.entries(examples).map(([name, example]) => (
        <figure key={name}>
          <figcaption className="text-xs font-semibold text-muted">{example.summary}</figcaption>
          {/* A scrolling block must take focus so a keyboard can scroll it
              (axe: scrollable-region-focusable). */}
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            // The site's own answers: their messages are Indonesian.
            lang="id"
            className="mt-1 max-h-96 overflow-auto rounded bg-ink p-3 text-xs leading-relaxed text-sand-50"
          >
            <code>{JSON.stringify(example.value, null, 2)}</code>
          </pre>
        </figure>
      ))}
    </div>
  )
}
