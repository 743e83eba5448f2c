/**
 * Text an administrator wrote in Markdown (src/domain/content-pages.ts), read into blocks and
 * rendered as React elements: never as HTML, and links only to web addresses, e-mail, phones and
 * paths of the portal. Used by the information pages, the news and the console's previews.
 */
import { Fragment } from "react";
import { parseMarkdown, type Block, type Inline } from "../../domain/content-pages.ts";
import { AppLink } from "./app-link.tsx";

export const LINK = "text-brand-800 underline underline-offset-2 hover:text-brand-900";

export function Text({ content }: { content: readonly Inline[] }) {
  return content.map((node, index) => {
    switch (node.type) {
      case "strong":
        return <strong key={index}>{node.text}</strong>;
      case "emphasis":
        return <em key={index}>{node.text}</em>;
      case "link":
        return node.href.startsWith("/") ? (
          <AppLink key={index} to={node.href} className={LINK}>
            {node.text}
          </AppLink>
        ) : (
          <a key={index} href={node.href} className={LINK} rel={node.href.startsWith("http") ? "noreferrer" : undefined}>
            {node.text}
          </a>
        );
      default:
        return <Fragment key={index}>{node.text}</Fragment>;
    }
  });
}

export function BodyBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2 id={block.id} className="scroll-mt-4 pt-4 text-2xl font-semibold text-brand-900">
          {block.text}
        </h2>
      ) : (
        <h3 id={block.id} className="scroll-mt-4 pt-2 text-xl font-semibold text-brand-900">
          {block.text}
        </h3>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Text content={item} />
        </li>
      ));
      return block.ordered ? <ol className="list-decimal space-y-2 pl-6">{items}</ol> : <ul className="list-disc space-y-2 pl-6">{items}</ul>;
    }
    default:
      return (
        <p>
          <Text content={block.content} />
        </p>
      );
  }
}


/** `source` (Markdown) as blocks of elements. */
export function MarkdownText({ source, className, lang }: { source: string; className?: string; lang?: string }) {
  const blocks = parseMarkdown(source);
  return (
    <div className={className} lang={lang}>
      {blocks.map((block, index) => (
        <BodyBlock key={block.type === "heading" ? block.id : index} block={block} />
      ))}
    </div>
  );
}

/** A mark that the text next to it is in another language than the reader's, by that language's `name` in theirs (from the loader: language-names.server.ts); nothing without one. */
export function OtherLanguage({ name }: { name: string | undefined }) {
  if (name === undefined) return null;
  return <span className="ml-2 rounded border border-slate-400 px-1.5 py-0.5 align-middle text-xs font-normal text-slate-800">{name}</span>;
}
