interface LogoProps {
  /** Accessible name of the image: the agency's full name. */
  nome: string
  /** Short name drawn as the wordmark. */
  sigla: string
  className?: string
}

// Approximate advance of one Open Sans ExtraBold glyph at font-size 26, used to size the viewBox so
// the wordmark is neither clipped nor padded whatever the configured short name is.
const LARGURA_GLIFO = 18.5
const INICIO_TEXTO = 60

/** The agency's wordmark: a growth emblem and the short name, drawn inline so it needs no asset. */
export function Logo({ nome, sigla, className }: LogoProps) {
  const largura = INICIO_TEXTO + Math.ceil(sigla.length * LARGURA_GLIFO) + 4
  return (
    <svg
      role="img"
      aria-label={nome}
      viewBox={`0 0 ${largura} 48`}
      width={largura}
      height={48}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{nome}</title>
      <rect width="48" height="48" rx="10" className="fill-marca-700" />
      {/* Rising bars: credit that makes the state's economy grow. */}
      <rect x="9" y="27" width="7" height="12" rx="1.5" fill="#ffffff" />
      <rect x="20.5" y="20" width="7" height="19" rx="1.5" fill="#ffffff" />
      <rect x="32" y="13" width="7" height="26" rx="1.5" fill="#ffffff" />
      <circle cx="13" cy="14" r="5" className="fill-destaque-500" />
      <text
        x={INICIO_TEXTO}
        y="34"
        className="fill-marca-800"
        fontSize="26"
        fontWeight="800"
        letterSpacing="0.5"
        fontFamily="inherit"
      >
        {sigla}
      </text>
    </svg>
  )
}
