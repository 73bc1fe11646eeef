/**
 * The parts of zod the site's schemas use, each imported by name: `z` (src/domain/zod.ts) is this
 * module's namespace. zod's own `z` namespace also carries every locale (`z.locales`, about 60 KB
 * gzipped of messages in other languages), and Turbopack keeps a namespace object whole, so
 * importing zod's `z` shipped them all to the browser with every form's schema. Named imports let
 * the bundler keep only what is listed here. A schema that needs another part of zod adds it here.
 */
export {
  array,
  base64,
  boolean,
  coerce,
  enum,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  string,
  union,
  unknown,
  type input,
  type output,
  type ZodObject,
  type ZodString,
  type ZodType,
} from 'zod'
