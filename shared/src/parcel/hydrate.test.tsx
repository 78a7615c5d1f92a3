import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { holdEarlyClicks } from './early-clicks';
import { hydrateInTransition } from './hydrate';
import { useHydrated } from '../ui/use-hydrated';

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

/**
 * The product page's sizes as it writes them: a form that posts without scripts, sizes in state,
 * ADD TO CART disabled once hydrated until a size is chosen. `renders` records each render.
 */
function SizeForm({ onAdd, renders = [] }: { onAdd: (size: string) => void; renders?: string[] }) {
  const [size, setSize] = useState('');
  const hydrated = useHydrated();
  renders.push(`${hydrated ? 'hydrated' : 'server'}:${size}`);
  return (
    <form
      method="post"
      action="/cart/add"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(size);
      }}
    >
      {['S', 'M'].map((option) => (
        <input
          key={option}
          type="radio"
          name="size"
          value={option}
          aria-label={option}
          checked={size === option}
          onChange={() => setSize(option)}
        />
      ))}
      <output>{size}</output>
      <button type="submit" disabled={hydrated && !size}>
        ADD TO CART
      </button>
    </form>
  );
}

describe('hydrateInTransition', () => {
  // The page as the server sends it: the store's HTML under #root, a slot's under its host.
  let page: HTMLDivElement;
  let container: HTMLDivElement;
  beforeEach(() => {
    page = document.createElement('div');
    page.id = 'root';
    container = document.createElement('div');
    container.setAttribute('data-slot-root', '');
    page.append(container);
    document.body.append(page);
  });
  afterEach(() => page.remove());

  // First: the frame hydrates once a page, and the holder (shell/src/index.html runs
  // early-clicks.ts before any script) is the page's, installed here as the page installs it.
  it("gives a click on the frame's controls, held before any script ran, once the frame has hydrated", async () => {
    holdEarlyClicks(document);
    container.removeAttribute('data-slot-root');
    container.innerHTML = renderToString(<Toggle />);
    const button = container.querySelector('button')!;
    button.click();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    let root!: ReturnType<typeof hydrateInTransition>;
    await act(async () => {
      root = hydrateInTransition(container, <Toggle />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => root.unmount());
  });

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

  it('holds a click on a slot still showing its server HTML, and gives it to the control once hydrated', async () => {
    holdEarlyClicks(document);
    const host = document.createElement('div');
    host.setAttribute('data-slot-state', 'server');
    host.append(container);
    page.append(host);
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
  });

  it("leaves a posting form's size to the browser before hydration, and hands it to React after", async () => {
    holdEarlyClicks(document);
    const host = document.createElement('div');
    host.setAttribute('data-slot-state', 'server');
    host.append(container);
    page.append(host);
    container.innerHTML = renderToString(<SizeForm onAdd={() => {}} />);
    const medium = container.querySelector<HTMLInputElement>('input[value="M"]')!;
    const posted = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', posted);
    // Before any script: the tap checks the size and ADD TO CART posts the form, as without scripts.
    medium.click();
    expect(medium).toBeChecked();
    container.querySelector('button')!.click();
    expect(posted).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', posted);
    const onAdd = jest.fn();
    const renders: string[] = [];
    let root!: ReturnType<typeof hydrateInTransition>;
    await act(async () => {
      root = hydrateInTransition(container, <SizeForm onAdd={onAdd} renders={renders} />);
    });
    // Hydrated: React's state is the size shown checked, and adds that one. The size was handed
    // over before the hydrated render: ADD TO CART was never drawn disabled with a size checked.
    expect(renders).not.toContain('hydrated:');
    expect(renders.at(-1)).toBe('hydrated:M');
    expect(container.querySelector('button')).toBeEnabled();
    expect(container.querySelector('output')).toHaveTextContent('M');
    expect(medium).toBeChecked();
    act(() => container.querySelector('button')!.click());
    expect(onAdd).toHaveBeenCalledWith('M');
    act(() => root.unmount());
  });

  it("holds a posting form's script-only buttons, and leaves a summary to the browser", () => {
    holdEarlyClicks(document);
    const host = document.createElement('div');
    host.setAttribute('data-slot-state', 'server');
    host.append(container);
    page.append(host);
    container.innerHTML =
      '<form method="post" action="/cart/add"><button type="button">SIZE GUIDE</button></form>' +
      '<details><summary>Delivery</summary>Three days</details>';
    const seenByPage = jest.fn();
    document.body.addEventListener('click', seenByPage);
    container.querySelector('button')!.click();
    expect(seenByPage).not.toHaveBeenCalled();
    container.querySelector('summary')!.click();
    expect(seenByPage).toHaveBeenCalledTimes(1);
    expect(container.querySelector('details')).toHaveAttribute('open');
    document.body.removeEventListener('click', seenByPage);
  });

  it("leaves a slot its parcel renders anew, links, and what is outside the store's HTML to the page", () => {
    holdEarlyClicks(document);
    const host = document.createElement('div');
    host.setAttribute('data-slot-state', 'loading');
    host.append(container);
    page.append(host);
    container.innerHTML = '<button type="button">Retry</button><a href="/help"><button>Help</button></a>';
    const outside = document.createElement('button');
    document.body.append(outside);
    const seenByPage = jest.fn();
    document.body.addEventListener('click', seenByPage);
    container.querySelector('button')!.click();
    container.querySelector('a button')!.addEventListener('click', (event) => event.preventDefault());
    (container.querySelector('a button') as HTMLButtonElement).click();
    outside.click();
    expect(seenByPage).toHaveBeenCalledTimes(3);
    document.body.removeEventListener('click', seenByPage);
    outside.remove();
  });
});
