// WRITE A REVIEW: a rating of 1 to 5, a title (80 characters at most) and the review (2,000),
// within the API's limits (docs/api.md#reviews). The API's sentence shows when it refuses.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from '@storefront/shared';
import type { ReviewBody } from '@storefront/shared';

export function ReviewForm({ onSubmit }: { onSubmit: (body: ReviewBody) => Promise<string | null> }) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError('Please choose a rating from 1 to 5 stars');
    if (!title.trim()) return setError('Please give your review a title');
    setSending(true);
    setError(await onSubmit({ rating, title: title.trim(), body: body.trim() }));
    setSending(false);
  };

  return (
    <Form onSubmit={send} aria-labelledby={`${id}-h`} noValidate>
      <h3 id={`${id}-h`}>WRITE A REVIEW</h3>
      <fieldset>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {n} star{n === 1 ? '' : 's'}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={REVIEW_TITLE_MAX_LENGTH}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <label htmlFor={`${id}-body`}>Your review</label>
      <textarea
        id={`${id}-body`}
        value={body}
        rows={5}
        maxLength={REVIEW_BODY_MAX_LENGTH}
        onChange={(e) => setBody(e.target.value)}
      />
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={sending}>
        {sending ? 'SENDING…' : 'SUBMIT REVIEW'}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 560px;
  h3 {
    margin: 0;
    font-size: 16px;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    padding: 0 0 4px;
  }
  input:not([type='radio']),
  textarea {
    font: inherit;
    padding: 10px;
    border: 1px solid ${({ theme }) => theme.colors.line};
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.sale};
  }
  button {
    align-self: flex-start;
    min-height: 48px;
    padding: 0 24px;
    border: 0;
    font: inherit;
    font-weight: 800;
    color: #fff;
    background: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
