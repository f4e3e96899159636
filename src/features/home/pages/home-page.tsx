import type { PageProps } from '~/lib/page-props'
import { PageHeader } from '~/ui/page-header'

export default function HomePage({ title }: PageProps) {
  return <PageHeader title={title} />
}
