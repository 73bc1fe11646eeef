import type { ReactNode } from 'react'

/**
 * A block far below the fold of a long page: the browser skips its layout and paint until it comes
 * near the viewport (content-visibility: auto; it stays in the accessibility tree and find-in-page).
 * The first layout of /home shaped the text of every block before the first paint. The size is a
 * guess until the block has been rendered once (then the browser remembers it).
 * content-visibility also clips what the content paints to the block's padding box: the 0.5rem of
 * padding, cancelled by the negative margin, keeps focus rings at its edge whole. A block that
 * renders nothing takes no room (:empty).
 * axe reads skipped content against white: keep dark backgrounds (the footer) out of it.
 */
export function BlocoAdiado({ children }: { children: ReactNode }) {
  return <div className="-m-2 p-2 [contain-intrinsic-size:auto_32rem] [content-visibility:auto] empty:hidden">{children}</div>
}
