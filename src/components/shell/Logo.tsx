interface LogoProps {
  /** Accessible name of the image: the agency's full name. */
  nome: string
  /** Short name drawn as the wordmark. */
  sigla: string
}

/**
 * The agency's wordmark: a growth emblem and the short name, inline so it needs no asset.
 * The short name is HTML text, not SVG <text>: SVG text has its own, slower layout path,
 * and this sits in the header of every page (it was the costliest single node of the
 * first layout of /home in a Chromium trace).
 */
export function Logo({ nome, sigla }: LogoProps) {
  return (
    <span role="img" aria-label={nome} className="flex items-center gap-2.5 desktop:gap-3">
      <svg viewBox="0 0 48 48" className="size-10 shrink-0 desktop:size-12" xmlns="http://www.w3.org/2000/svg">
        <rect width="48" height="48" rx="10" className="fill-marca-700" />
        {/* Rising bars: credit that makes the state's economy grow. */}
        <rect x="9" y="27" width="7" height="12" rx="1.5" fill="#ffffff" />
        <rect x="20.5" y="20" width="7" height="19" rx="1.5" fill="#ffffff" />
        <rect x="32" y="13" width="7" height="26" rx="1.5" fill="#ffffff" />
        <circle cx="13" cy="14" r="5" className="fill-destaque-500" />
      </svg>
      <span className="text-[22px] leading-none font-extrabold tracking-[0.5px] whitespace-nowrap text-marca-800 desktop:text-[26px]">
        {sigla}
      </span>
    </span>
  )
}
