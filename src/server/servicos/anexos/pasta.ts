/** The folder under DATA_DIR that holds the visitors' files: no route serves it but Payload's, behind access.read. */
export const PASTA_ANEXOS = 'anexos-privados'
