/** Where the shopper is in a stepped form: done steps ticked, the current one named for screen readers. */
export function StepProgress({ steps, current }: { steps: string[]; current: number }) {
  return (
    <nav aria-label="Langkah" className="mb-6">
      <ol
        className="grid gap-2 text-sm"
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      >
        {steps.map((label, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'next'
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === 'next' ? 'bg-sand-200' : 'bg-brand-700'}`}
              />
              <span className={state === 'current' ? 'font-bold text-ink' : 'text-muted'}>
                <span className="sr-only">
                  {state === 'done' ? 'Selesai: ' : state === 'current' ? 'Sekarang: ' : 'Berikutnya: '}
                </span>
                {i + 1}. {label}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
