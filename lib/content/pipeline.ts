import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { screenshotSize } from '../screenshots';
import { BLOCK_TAG, type ContentHeading } from './tree';

// Markdown to a sanitised HTML tree (hast), the one way content reaches a page (ADR 0010):
//
//   remark-parse + remark-gfm   Markdown with tables, strikethrough, autolinks
//   placeholders                {brand}, {operator} ... filled in text nodes; unknown ones throw
//   remark-rehype               to HTML; raw HTML in the Markdown is dropped, never passed on
//   rehype-sanitize             GitHub's allow-list: no script, no event attributes, no
//                               javascript: URLs, no style
//   rehype-slug                 ids on headings, after sanitising (its ids are ours, not the text's)
//   images                      only the site's own screenshots (lib/screenshots), with alt text,
//                               width and height from the file, lazy; any other image throws
//   blocks, headings            {{name}} paragraphs become slots; h2/h3 feed the table of contents
//
// The tree is plain data: components/content/content-body.tsx turns it into React elements
// (hast-util-to-jsx-runtime), so no HTML string is ever set on the page.

export interface RenderOptions {
  /** Values of `{name}` placeholders in the text. */
  values: Readonly<Record<string, string>>;
  /** For error messages: the file the Markdown came from. */
  file: string;
  /**
   * The size of an image the content may show, by its `src`; undefined refuses it. Default: the
   * screenshots made by `npm run screenshots` (lib/screenshots), so content shows no remote image,
   * no image of unknown size and no image that does not exist.
   */
  imageSize?: (src: string) => { width: number; height: number } | undefined;
}

export interface RenderedMarkdown {
  tree: HastRoot;
  headings: ContentHeading[];
  /** Names of the `{{name}}` slots, in order; the page must fill each one. */
  blocks: string[];
}

const PLACEHOLDER = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)\}(?!\})/g;
const BLOCK = /^\{\{([a-z][a-z0-9-]*)\}\}$/;

type AnyNode = { type: string; children?: AnyNode[]; value?: string };

function walk(node: AnyNode, visit: (node: AnyNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Fills `{name}` placeholders; an unknown name is an error in the file, not a blank. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  file: string,
): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown placeholder {${name}}`);
    return value;
  });
}

/** Fills placeholders in prose and rejects an h1: the page's title is its only h1. */
function remarkPlaceholders(options: RenderOptions) {
  return (tree: MdastRoot) => {
    walk(tree as AnyNode, (node) => {
      const md = node as MdastContent;
      if (md.type === 'heading' && md.depth === 1) {
        throw new Error(`${options.file}: "# " heading; sections start at "## " (h2)`);
      }
      if (md.type === 'text') md.value = fillPlaceholders(md.value, options.values, options.file);
    });
  };
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * Keeps an image only when it is one the site made (its size known) and it has alt text; sets
 * width and height (no layout shift) and lazy loading. Anything else is an error in the file.
 */
function rehypeImages(options: RenderOptions) {
  const sizeOf = options.imageSize ?? screenshotSize;
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'img') {
          const src = String(child.properties.src ?? '');
          const alt = String(child.properties.alt ?? '').trim();
          const size = sizeOf(src);
          if (!size) {
            throw new Error(
              `${options.file}: image "${src}" is not a screenshot made by npm run screenshots`,
            );
          }
          if (!alt) throw new Error(`${options.file}: image "${src}" has no alt text`);
          child.properties = {
            src,
            alt,
            width: size.width,
            height: size.height,
            loading: 'lazy',
            decoding: 'async',
          };
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/** Turns `{{name}}` paragraphs into slots and lists the headings, once the tree is safe. */
function rehypeOutline(result: Pick<RenderedMarkdown, 'headings' | 'blocks'>) {
  return (tree: HastRoot) => {
    const visit = (parent: HastRoot | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        const only = child.children.length === 1 ? child.children[0] : undefined;
        const block = child.tagName === 'p' && only?.type === 'text' && BLOCK.exec(only.value);
        if (block) {
          const name = block[1] ?? '';
          result.blocks.push(name);
          parent.children[index] = {
            type: 'element',
            tagName: BLOCK_TAG,
            properties: { name },
            children: [],
          };
          return;
        }
        if ((child.tagName === 'h2' || child.tagName === 'h3') && child.properties.id) {
          result.headings.push({
            depth: child.tagName === 'h2' ? 2 : 3,
            id: String(child.properties.id),
            text: textOf(child).trim(),
          });
        }
        visit(child);
      });
    };
    visit(tree);
  };
}

/** Parses and sanitises Markdown; throws on an h1 or an unknown placeholder (a build error). */
export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const result: Pick<RenderedMarkdown, 'headings' | 'blocks'> = { headings: [], blocks: [] };
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkPlaceholders, options)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeSlug)
    .use(rehypeImages, options)
    .use(rehypeOutline, result);
  const tree = processor.runSync(processor.parse(markdown)) as HastRoot;
  return { tree, ...result };
}
