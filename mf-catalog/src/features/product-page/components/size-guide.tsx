import { useState } from 'react';
import styled from 'styled-components';
import { CloseIcon, IconButton, SIZES, SIZE_LABELS, scriptOnly, useModalDialog } from '@storefront/shared';
import type { Category, Gender } from '@storefront/shared';
import { SIZE_CHARTS, formatRange, type Unit } from '../size-guide-data';

const UNITS: readonly { unit: Unit; label: string; name: string }[] = [
  { unit: 'cm', label: 'CM', name: 'centimetres' },
  { unit: 'in', label: 'IN', name: 'inches' },
];

/**
 * "Size guide" beside SIZE: opens the body measurements of the product's gender and category. It
 * opens a dialog, which needs the script: script-only (docs/frame.md#before-javascript), hidden in
 * its place without JavaScript, and a tap before hydration is held for it.
 */
export function SizeGuideButton({ gender, category }: { gender: Gender; category: Category }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <GuideButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} {...scriptOnly}>
        Size guide
      </GuideButton>
      {open && <SizeGuide gender={gender} category={category} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The dialog: the one dialog behaviour (focus kept inside, Escape, focus back to the button). */
export function SizeGuide({
  gender,
  category,
  onClose,
}: {
  gender: Gender;
  category: Category;
  onClose: () => void;
}) {
  const [unit, setUnit] = useState<Unit>('cm');
  const ref = useModalDialog({ onClose });
  const chart = SIZE_CHARTS[gender][category];
  const title = `${gender === 'men' ? "MEN'S" : "WOMEN'S"} ${category.toUpperCase()} SIZE GUIDE`;
  const unitName = UNITS.find((u) => u.unit === unit)?.name;
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={ref} role="dialog" aria-modal="true" aria-labelledby="size-guide-title">
        <Top>
          <h2 id="size-guide-title">{title}</h2>
          <IconButton type="button" onClick={onClose} aria-label="Close size guide">
            <CloseIcon size={20} />
          </IconButton>
        </Top>
        <Units role="group" aria-label="Units">
          {UNITS.map((u) => (
            <button
              key={u.unit}
              type="button"
              aria-pressed={unit === u.unit}
              aria-label={`${u.label}, ${u.name}`}
              onClick={() => setUnit(u.unit)}
            >
              {u.label}
            </button>
          ))}
        </Units>
        <Table>
          <caption>Body measurements in {unitName}</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {chart.measures.map((measure) => (
                <th key={measure} scope="col">
                  {measure}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{SIZE_LABELS[size].short}</th>
                {chart.sizes[size].map((range, i) => (
                  <td key={chart.measures[i]}>{formatRange(range, unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
        <HowTo>
          {chart.measures.map((measure, i) => (
            <li key={measure}>
              <strong>{measure}:</strong> {chart.howTo[i]}
            </li>
          ))}
        </HowTo>
      </Panel>
    </Backdrop>
  );
}

const GuideButton = styled.button`
  min-height: 28px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    font-weight: ${({ theme }) => theme.type.h2.weight};
  }
`;

const Units = styled.div`
  display: inline-flex;
  margin: 16px 0;
  button {
    min-width: 56px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    text-align: left;
    margin-bottom: 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
  }
`;

const HowTo = styled.ul`
  margin: 16px 0 0;
  padding-left: 18px;
  font-size: 13px;
`;
