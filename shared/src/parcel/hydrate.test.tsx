import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { captureEarlyClicks, hydrateInTransition } from './hydrate';

/** A controlled form as the slices write them: what is typed lives in state. */
function Form({ onSubmit }: { onSubmit: (name: string, note: string) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(name, note);
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{name}</output>
      <button type="submit">Send</button>
    </form>
  );
}

/** What a shopper does to a field: the browser sets its text (not through React) and says so. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A control whose work is its handler, as a wishlist heart. */
function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn((was) => !was)}>
      Save
    </button>
  );
}

describe('hydrateInTransition', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.setAttribute('data-slot-root', '');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('keeps what was typed into the server HTML before and while it hydrates', async () => {
    const onSubmit = jest.fn();
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    const name = container.querySelector('input')!;
    const note = container.querySelector('textarea')!;
    type(name, 'Ada'); // before any script ran
    let root!: ReturnType<typeof hydrateInTransition>;
    await act(async () => {
      root = hydrateInTransition(container, <Form onSubmit={onSubmit} />);
      type(note, 'Leave at the door'); // while hydration is under way
    });
    expect(container.querySelector('output')).toHaveTextContent('Ada');
    expect(name).toHaveValue('Ada');
    expect(note).toHaveValue('Leave at the door');
    act(() => container.querySelector('button')!.click());
    expect(onSubmit).toHaveBeenCalledWith('Ada', 'Leave at the door');
    // Typing after hydration is React's as usual.
    act(() => type(name, 'Ada L'));
    expect(container.querySelector('output')).toHaveTextContent('Ada L');
    act(() => root.unmount());
  });

  it("leaves a nested slot's fields to that slot's own hydration", async () => {
    container.removeAttribute('data-slot-root');
    const slotHtml = '<input aria-label="Other" value="">';
    container.innerHTML = `<div data-slot-root="">${slotHtml}</div>`;
    const other = container.querySelector('input')!;
    type(other, 'theirs');
    const onInput = jest.fn();
    other.addEventListener('input', onInput);
    await act(async () => {
      // As the shell keeps a slot's HTML: not its own to hydrate.
      hydrateInTransition(
        container,
        <div data-slot-root="" dangerouslySetInnerHTML={{ __html: slotHtml }} />,
      );
    });
    expect(onInput).not.toHaveBeenCalled();
  });

  // Runs first: the page's holder is taken over by the first captureEarlyClicks.
  it("takes over the clicks the page held before the shell's script started, and gives them after hydration", async () => {
    container.removeAttribute('data-slot-root');
    container.innerHTML = renderToString(<Toggle />);
    const button = container.querySelector('button')!;
    const stop = jest.fn();
    (globalThis as { __STORE_EARLY_CLICKS__?: unknown }).__STORE_EARLY_CLICKS__ = { held: [button], stop };
    captureEarlyClicks(document);
    expect(stop).toHaveBeenCalled();
    let root!: ReturnType<typeof hydrateInTransition>;
    await act(async () => {
      root = hydrateInTransition(container, <Toggle />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => root.unmount());
    delete (globalThis as { __STORE_EARLY_CLICKS__?: unknown }).__STORE_EARLY_CLICKS__;
  });

  it('holds a click on a slot still showing its server HTML, and gives it to the control once hydrated', async () => {
    captureEarlyClicks(document);
    const host = document.createElement('div');
    host.setAttribute('data-slot-state', 'server');
    host.append(container);
    document.body.append(host);
    container.innerHTML = renderToString(<Toggle />);
    const button = container.querySelector('button')!;
    const seenByPage = jest.fn();
    document.body.addEventListener('click', seenByPage);
    // Clicked twice, impatiently, before the parcel hydrated: one click is kept, and no handler
    // of the page saw either.
    button.click();
    button.click();
    expect(seenByPage).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    let root!: ReturnType<typeof hydrateInTransition>;
    await act(async () => {
      root = hydrateInTransition(container, <Toggle />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // Hydrated, the control is React's as usual.
    act(() => button.click());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    act(() => root.unmount());
    document.body.removeEventListener('click', seenByPage);
    host.remove();
  });
});
