import { describe, expect, it } from 'vitest'

import { seoCandidates } from '@/server/seo/records'

describe('seoCandidates', () => {
  it('goes from the path itself up to the home page', () => {
    expect(seoCandidates('/kalender-event/detail/workshop-diy')).toEqual([
      '/kalender-event/detail/workshop-diy',
      '/kalender-event/detail',
      '/kalender-event',
      '/',
    ])
    expect(seoCandidates('/')).toEqual(['/'])
  })
  it('ignores the query, the fragment, doubled and trailing slashes', () => {
    expect(seoCandidates('inspirations//tips/?utm_source=x#top')).toEqual([
      '/inspirations/tips',
      '/inspirations',
      '/',
    ])
    expect(seoCandidates('')).toEqual(['/'])
  })
})
