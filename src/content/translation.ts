// The type a content module's translation (src/content/<locale>/<path>.ts, issue 39) gives each export:
// the English export's shape with every literal widened, so `as const` English text can be replaced by any
// text while keys, array shapes and the kinds of values stay checked.

export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Translation<R>
        : T extends readonly (infer U)[]
          ? readonly Translation<U>[]
          : T extends object
            ? { readonly [K in keyof T]: Translation<T[K]> }
            : T;
