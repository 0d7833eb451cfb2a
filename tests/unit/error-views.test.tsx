import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import GlobalError from '@/app/global-error'
import { ErrorView } from '@/components/layout/ErrorView'

describe('error views (spec, "Error views")', () => {
  it('defaults to code 500, "Sorry, something went wrong." and a Return to home link', () => {
    const html = renderToStaticMarkup(<ErrorView />)
    expect(html).toContain('>500<')
    expect(html).toContain('Sorry, something went wrong.')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to home<\/a>/)
  })
  it('can hide the code and the link, and show another code and message', () => {
    const html = renderToStaticMarkup(<ErrorView code={503} message="Sedang perawatan" showCode={false} showLink={false} />)
    expect(html).not.toContain('503')
    expect(html).not.toContain('Return to home')
    expect(html).toContain('Sedang perawatan')
  })
  it('an error inside the error view offers "Go back to home"', () => {
    const html = renderToStaticMarkup(<GlobalError />)
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toMatch(/<a href="\/"[^>]*>Go back to home<\/a>/)
  })
})
