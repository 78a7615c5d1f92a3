// Renders parsed Markdown (lib/markdown.ts) as React elements: text only, never HTML from the file.
import { Fragment } from 'react';
import { StoreLink } from '@storefront/shared';
import type { Block, Inline } from '../lib/markdown';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, i) => {
        switch (inline.kind) {
          case 'strong':
            return <strong key={i}>{inline.text}</strong>;
          case 'em':
            return <em key={i}>{inline.text}</em>;
          case 'link':
            // The store's own pages navigate in the app; mail and other sites are plain links.
            return inline.href.startsWith('/') ? (
              <StoreLink key={i} href={inline.href}>
                {inline.text}
              </StoreLink>
            ) : (
              <a key={i} href={inline.href}>
                {inline.text}
              </a>
            );
          default:
            return <Fragment key={i}>{inline.text}</Fragment>;
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading>{block.text}</Heading>;
    }
    case 'paragraph':
      return (
        <p>
          <Inlines inlines={block.inlines} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines inlines={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <table>
          <thead>
            <tr>
              {block.head.map((cell, i) => (
                <th key={i} scope="col">
                  <Inlines inlines={cell} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i}>
                    <Inlines inlines={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function MarkdownView({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
