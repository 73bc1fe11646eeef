import { MENSAGEM_CANAL_INDISPONIVEL, OUTROS_CANAIS_DE_DENUNCIA, TITULO_CANAL_INDISPONIVEL } from '@/domain/denuncia/indisponivel'

/**
 * Shown instead of the report form while no integridade member has a key
 * (issue 31): the citizen learns it before writing, and where else to report.
 */
export function AvisoIndisponivel() {
  return (
    <div className="rounded-lg border border-aviso-700 bg-aviso-50 p-4" id="denuncia-indisponivel">
      <h3 className="text-xl font-bold text-marca-800">{TITULO_CANAL_INDISPONIVEL}</h3>
      <p className="mt-2">{MENSAGEM_CANAL_INDISPONIVEL}</p>
      <ul className="mt-2 list-disc pl-6">
        {OUTROS_CANAIS_DE_DENUNCIA.map((c) => (
          <li key={c.endereco}>
            <a href={c.endereco} className="font-semibold text-marca-700 underline" rel="noopener noreferrer">
              {c.nome}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
