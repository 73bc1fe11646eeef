import { Bell, CircleCheck, CircleX, Info, MessageSquare, TriangleAlert, type LucideIcon } from 'lucide-react'

/** The six toast severities of the legacy site (spec 1 §4). */
export type Severidade = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast'

interface AparenciaSeveridade {
  /** Said before the message by screen readers, so the severity is not conveyed by colour alone. */
  rotulo: string
  icone: LucideIcon
  /** Background, border and text; every pair is at least 4.5:1 (tokens in globals.css). */
  classes: string
  /** Classes of the close button, whose hover must stay readable on each background. */
  classesFechar: string
}

export const APARENCIAS: Record<Severidade, AparenciaSeveridade> = {
  info: {
    rotulo: 'Informação',
    icone: Info,
    classes: 'bg-info-50 border-info-700 text-info-700',
    classesFechar: 'hover:bg-info-700/10',
  },
  success: {
    rotulo: 'Sucesso',
    icone: CircleCheck,
    classes: 'bg-marca-50 border-marca-700 text-marca-800',
    classesFechar: 'hover:bg-marca-800/10',
  },
  warn: {
    rotulo: 'Atenção',
    icone: TriangleAlert,
    classes: 'bg-aviso-50 border-aviso-700 text-aviso-800',
    classesFechar: 'hover:bg-aviso-800/10',
  },
  error: {
    rotulo: 'Erro',
    icone: CircleX,
    classes: 'bg-erro-50 border-erro-700 text-erro-700',
    classesFechar: 'hover:bg-erro-700/10',
  },
  secondary: {
    rotulo: 'Aviso',
    icone: MessageSquare,
    classes: 'bg-neutro-100 border-neutro-700 text-neutro-700',
    classesFechar: 'hover:bg-neutro-700/10',
  },
  contrast: {
    rotulo: 'Aviso',
    icone: Bell,
    classes: 'bg-tinta border-tinta text-white',
    classesFechar: 'hover:bg-white/15',
  },
}
