import { LinkButton } from '../ui/Button'

/**
 * The generic error view (spec, "Error views"): status code (default 500), message (default
 * "Sorry, something went wrong.") and a "Return to home" button; code and link can be hidden.
 */
export function ErrorView({
  code = 500,
  message = 'Sorry, something went wrong.',
  showCode = true,
  showLink = true,
  children,
}: {
  code?: number
  message?: string
  showCode?: boolean
  showLink?: boolean
  children?: React.ReactNode
}) {
  return (
    <main
      id="main"
      lang="en"
      data-error-view=""
      className="container flex min-h-[50vh] flex-col items-center justify-center py-16 text-center"
    >
      {showCode && <p className="text-6xl font-extrabold text-brand-700">{code}</p>}
      <h1 className="mt-3 text-2xl font-bold">{message}</h1>
      {children}
      {showLink && (
        <LinkButton href="/" className="mt-6">
          Return to home
        </LinkButton>
      )}
    </main>
  )
}
