import type { SVGProps } from 'react'

// lucide-react 1.x dropped brand logos, so the four social icons are drawn here in the same
// 24-unit, 2-px stroke style. They are decorative: the link around them carries the name.
type PropsIcone = Omit<SVGProps<SVGSVGElement>, 'children'>

function Base({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function IconeInstagram(props: PropsIcone) {
  return (
    <Base {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </Base>
  )
}

export function IconeYoutube(props: PropsIcone) {
  return (
    <Base {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </Base>
  )
}

export function IconeFacebook(props: PropsIcone) {
  return (
    <Base {...props}>
      <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />
    </Base>
  )
}

export function IconeLinkedin(props: PropsIcone) {
  return (
    <Base {...props}>
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    </Base>
  )
}
