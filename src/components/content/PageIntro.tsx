/** The heading block at the top of a list page. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children?: React.ReactNode
}) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-extrabold large:text-4xl">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-lg text-muted">{intro}</p>}
      {children}
    </div>
  )
}
