import { CampoAnexos } from './CampoAnexos.client'
import { CampoCaptcha } from './CampoCaptcha.client'
import { CampoSugestoes } from './CampoSugestoes.client'
import type { WidgetsDoFormulario } from './tipos'

/**
 * Files, suggestions and the captcha in the form's first load: the forms that
 * show them from the start pass these to <Formulario widgets>, so they are
 * interactive with the rest of the form (without them the kit loads each one
 * when it is first drawn).
 */
export const WIDGETS_EXTRAS: WidgetsDoFormulario = { anexos: CampoAnexos, captcha: CampoCaptcha, sugestoes: CampoSugestoes }
