/** What a channel page shows without JavaScript where its form would be: the texts and contacts around it still read. */
export function SemScripts({ formulario }: { formulario: string }) {
  return (
    <noscript>
      <p className="mt-4 rounded border border-marca-700 bg-marca-50 p-4">
        {`O ${formulario} precisa de JavaScript. Ative-o no navegador ou use os telefones e e-mails desta página.`}
      </p>
    </noscript>
  )
}
