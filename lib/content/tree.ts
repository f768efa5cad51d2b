// What the content pipeline hands to the renderer (components/content), apart from the tree.

/** A heading of the table of contents. */
export interface ContentHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** The tag of a `{{name}}` slot in the tree; the renderer puts what the page gives for `name`. */
export const BLOCK_TAG = 'content-block';
