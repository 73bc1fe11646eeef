import type { ReactNode } from 'react'

import type { SlugCanal } from '@/domain/atendimento'

import { SecaoDenuncias } from '../denuncias/SecaoDenuncias'
import { SecaoFaleConosco } from '../fale-conosco/SecaoFaleConosco'
import { SecaoOuvidoria } from '../ouvidoria/SecaoOuvidoria'
import { SecaoProtocolo } from '../protocolo/SecaoProtocolo'

/**
 * The form each channel page shows after its introduction (spec 3 §2, §5): the
 * contact, ombudsman, digital protocol and whistleblower forms, written in the
 * form kit. A channel with no entry shows its texts and contacts only.
 *
 * To plug a form in, add its server component here, e.g.
 *   'fale-conosco': <FormularioFaleConosco />,
 * The page renders it inside the channel's section, under the channel title (h2),
 * so a form's own headings start at h3.
 */
export const FORMULARIOS_DOS_CANAIS: Partial<Record<SlugCanal, ReactNode>> = {
  'fale-conosco': <SecaoFaleConosco />,
  ouvidoria: <SecaoOuvidoria />,
  protocolo: <SecaoProtocolo />,
  denuncias: <SecaoDenuncias />,
}
