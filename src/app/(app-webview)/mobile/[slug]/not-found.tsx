import { ErrorView } from '@/components/layout/ErrorView'

export default function NotFound() {
  return <ErrorView code={404} message="This page could not be found" showLink={false} />
}
