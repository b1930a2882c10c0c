/** `text` as a regular expression source that matches it literally. Shared by the plugins that build patterns. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
