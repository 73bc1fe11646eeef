import { IconeLupa } from '@/components/ui/icones-leves'

/** The magnifier of the search links (rendered where the link is placed, passed into SearchDialog). */
export function IconeBusca() {
  return <IconeLupa className="size-5 shrink-0" />
}
