import { ErrorView } from '@/components/layout/ErrorView'

/** Unmatched routes and unknown slugs answer 404 with the spec's wording. */
export default function NotFound() {
  return <ErrorView code={404} message="This page could not be found" />
}
