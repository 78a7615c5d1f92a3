import { SecondaryLink } from './buttons';
import { PromptBox } from './prompt-box';

export interface EmptyCartProps {
  message?: string;
  onNavigate?: () => void;
  headingLevel?: 'h1' | 'h2';
}

export function EmptyCart({ message, onNavigate, headingLevel }: EmptyCartProps) {
  return (
    <PromptBox
      heading="YOUR CART IS EMPTY"
      headingLevel={headingLevel}
      message={message}
      actions={
        <>
          <SecondaryLink href="/men/products" onClick={onNavigate}>
            SHOP MEN
          </SecondaryLink>
          <SecondaryLink href="/women/products" onClick={onNavigate}>
            SHOP WOMEN
          </SecondaryLink>
        </>
      }
    />
  );
}
