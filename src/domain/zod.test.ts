import { config } from 'zod'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { z } from './zod'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("o zod do site (sem eval, sob a CSP)", () => {
  it('constrói e valida um objeto sem tentar new Function', () => {
    const funcao = vi.spyOn(globalThis, 'Function')
    const esquema = z.object({ nome: z.string().min(3), idade: z.number().int() })
    expect(esquema.safeParse({ nome: 'Maria', idade: 40 }).success).toBe(true)
    expect(esquema.safeParse({ nome: 'Jo', idade: 40 }).success).toBe(false)
    expect(funcao).not.toHaveBeenCalled()
    expect(config().jitless).toBe(true)
  })
})
