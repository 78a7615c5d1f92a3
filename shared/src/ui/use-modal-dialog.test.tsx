import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { FOCUSABLE_SELECTOR, useModalDialog, type ModalDialogOptions } from './use-modal-dialog';

type Options = Omit<ModalDialogOptions, 'onClose' | 'open'>;

function Dialog({ label, onClose, options }: { label: string; onClose: () => void; options?: Options }) {
  const ref = useModalDialog({ onClose, ...options });
  return (
    <div ref={ref} role="dialog" aria-label={label} tabIndex={-1}>
      <button type="button">{label} first</button>
      <input aria-label={`${label} field`} />
      <button type="button" disabled>
        {label} disabled
      </button>
      <button type="button">{label} last</button>
    </div>
  );
}

function Page({ options, nested = false }: { options?: Options; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">elsewhere</button>
      {open && <Dialog label="outer" onClose={() => setOpen(false)} options={options} />}
      {nested && open && (
        <button type="button" onClick={() => setInner(true)}>
          open inner
        </button>
      )}
      {inner && <Dialog label="inner" onClose={() => setInner(false)} />}
    </>
  );
}

function openWith(name = 'open') {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('useModalDialog (modal)', () => {
  it('focuses the first focusable element on open', () => {
    render(<Page />);
    openWith();
    expect(screen.getByRole('button', { name: 'outer first' })).toHaveFocus();
  });

  it('focuses the container or a given element when asked', () => {
    function Custom({ which }: { which: 'container' | 'ref' }) {
      const field = useRef<HTMLInputElement>(null);
      const ref = useModalDialog({ onClose: () => {}, initialFocus: which === 'ref' ? field : 'container' });
      return (
        <div ref={ref} role="dialog" tabIndex={-1}>
          <button type="button">x</button>
          <input ref={field} aria-label="field" />
        </div>
      );
    }
    const { unmount } = render(<Custom which="container" />);
    expect(screen.getByRole('dialog')).toHaveFocus();
    unmount();
    render(<Custom which="ref" />);
    expect(screen.getByLabelText('field')).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the dialog, skipping disabled controls', () => {
    render(<Page />);
    openWith();
    const first = screen.getByRole('button', { name: 'outer first' });
    const last = screen.getByRole('button', { name: 'outer last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    // From the container itself, Shift+Tab goes to the last control too.
    screen.getByRole('dialog').focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Page />);
    const opener = openWith();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('does not take focus back from an element the shopper moved to outside', () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      const ref = useModalDialog({ open, onClose: () => setOpen(false) });
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            elsewhere
          </button>
          <div ref={ref} role="dialog" hidden={!open}>
            <button type="button">inside</button>
          </div>
        </>
      );
    }
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<Controlled />);
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    fireEvent.click(elsewhere);
    expect(elsewhere).toHaveFocus();
    opener.remove();
  });

  it('locks the body scroll while open, nesting-safe, and restores what was there', () => {
    document.body.style.overflow = 'scroll';
    render(<Page nested />);
    openWith();
    expect(document.body.style.overflow).toBe('hidden');
    openWith('open inner');
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    // Escape closes only the innermost dialog; the outer one still locks the page.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('scroll');
  });
});

describe('useModalDialog (non-modal popup)', () => {
  it('neither traps Tab nor locks scroll, and closes on a press outside without stealing focus', () => {
    render(<Page options={{ modal: false }} />);
    openWith();
    expect(document.body.style.overflow).toBe('');
    const last = screen.getByRole('button', { name: 'outer last' });
    last.focus();
    const tab = fireEvent.keyDown(last, { key: 'Tab' });
    expect(tab).toBe(true); // not prevented: the browser moves on
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    act(() => {
      fireEvent.pointerDown(elsewhere);
      elsewhere.focus();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('leaves a press on the opener to the opener, and can leave outside presses alone', () => {
    const { unmount } = render(<Page options={{ modal: false }} />);
    const opener = openWith();
    fireEvent.pointerDown(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    render(<Page options={{ modal: false, closeOnOutsidePress: false }} />);
    openWith();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the opener', () => {
    render(<Page options={{ modal: false }} />);
    const opener = openWith();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

it('has one focusable selector covering links, buttons, fields and tabindex', () => {
  document.body.innerHTML =
    '<a href="/x">a</a><a>no href</a><button>b</button><button disabled>d</button><input type="hidden">' +
    '<input><select></select><textarea></textarea><span tabindex="0">s</span><span tabindex="-1">n</span>';
  expect(document.querySelectorAll(FOCUSABLE_SELECTOR)).toHaveLength(6);
  document.body.innerHTML = '';
});
