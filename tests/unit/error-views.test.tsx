import { readFileSync } from 'node:fs'
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
    const html = renderToStaticMarkup(
      <ErrorView code={503} message="Sedang perawatan" showCode={false} showLink={false} />,
    )
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

describe('primary Button (spec §9: default, invert, light; disabled)', () => {
  it('renders each variant and the disabled state', async () => {
    const { Button, LinkButton } = await import('@/components/ui/Button')
    const variants = ['default', 'invert', 'light'] as const
    const html = variants.map((v) => renderToStaticMarkup(<Button variant={v}>Go</Button>))
    expect(new Set(html).size).toBe(3)
    variants.forEach((v, i) => expect(html[i]).toContain(`class="btn btn-${v}"`))
    // The variants' looks are named in the components layer: each name must be defined with its colours.
    const css = readFileSync('src/styles/components.css', 'utf8')
    const rule = (name: string) => css.match(new RegExp(`\\.${name} \\{([^}]*)\\}`))?.[1] ?? ''
    expect(rule('btn')).toContain('rounded-full')
    expect(rule('btn-default')).toContain('bg-brand-700')
    expect(rule('btn-invert')).toContain('border-brand-700')
    expect(rule('btn-light')).toContain('bg-white/95')
    expect(renderToStaticMarkup(<Button disabled>Go</Button>)).toMatch(/<button[^>]*disabled=""/)
    expect(
      renderToStaticMarkup(
        <LinkButton href="/x" disabled>
          Go
        </LinkButton>,
      ),
    ).toMatch(/<span aria-disabled="true"/)
    expect(
      renderToStaticMarkup(
        <LinkButton href="https://shop.example" external>
          Go
        </LinkButton>,
      ),
    ).toMatch(/target="_blank" rel="noopener noreferrer"/)
  })
})
