import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icons';
import { FieldNotes, fieldNoteIds, RequiredMark } from './text-field';
import './components.css';

/** docs/product.md §3 Select option. */
export interface SelectOption {
  value: string;
  title: string;
}

export interface SelectProps {
  label: string;
  name: string;
  /** Shown while nothing is chosen; docs/product.md §5 spells the default 'Seleciona una opción'. */
  placeholder?: string;
  disabled?: boolean;
  error?: boolean;
  errorMessage?: string;
  helpText?: string;
  /** Style only (docs/product.md §5): an asterisk and aria-required; the owner validates. */
  required?: boolean;
  /** Width in a form row from 640 px up; full width below. */
  size?: 'half' | 'third' | 'twothird' | 'fourth';
  list: readonly SelectOption[];
  value?: string;
  onChange?: (value: string) => void;
  className?: string;
}

export const SELECT_PLACEHOLDER = 'Seleciona una opción';

/**
 * docs/product.md §2 shared piece: the custom select, a select-only combobox (WAI-ARIA APG). Open or closed (docs/product.md §4); choosing
 * an option sets it, calls onChange and closes. Keyboard: Enter, Space, Alt+Down or the arrows open; arrows, Home and
 * End move; Enter or Space chooses; Escape or Tab closes; typing a letter jumps to the next option starting with it.
 * A hidden input carries the value, so the select takes part in an ordinary form post.
 */
export function Select({
  label,
  name,
  placeholder = SELECT_PLACEHOLDER,
  disabled,
  error,
  errorMessage,
  helpText,
  required,
  size,
  list,
  value,
  onChange,
  className,
}: SelectProps) {
  const base = `${name}-${useId()}`;
  const ids = {
    label: `${base}-etiqueta`,
    button: `${base}-control`,
    listbox: `${base}-opciones`,
    option: (index: number) => `${base}-opcion-${index}`,
  };
  const [selected, setSelected] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // A controlled select follows its owner.
  useEffect(() => {
    if (value !== undefined) setSelected(value);
  }, [value]);

  // docs/product.md §4: an outside click closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keep the highlighted option in view in a long list.
  useEffect(() => {
    if (!open || highlighted < 0) return;
    const option = listRef.current?.children[highlighted] as HTMLElement | undefined;
    option?.scrollIntoView({ block: 'nearest' });
  }, [open, highlighted]);

  const selectedIndex = list.findIndex((option) => option.value === selected);
  const selectedOption = list[selectedIndex];

  const openList = (at = Math.max(selectedIndex, 0)) => {
    if (disabled || list.length === 0) return;
    setHighlighted(at);
    setOpen(true);
  };

  const choose = (index: number) => {
    const option = list[index];
    setOpen(false);
    buttonRef.current?.focus();
    if (!option) return;
    setSelected(option.value);
    onChange?.(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = list.length - 1;
    const key = event.key;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        if (key === 'Home') openList(0);
        else if (key === 'End') openList(last);
        else openList();
      } else if (key.length === 1 && /\S/.test(key)) {
        const match = findByLetter(list, key, selectedIndex);
        if (match >= 0) choose(match);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setHighlighted((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) choose(highlighted);
        else setHighlighted((index) => Math.max(0, index - 1));
        break;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        setHighlighted(0);
        break;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        setHighlighted(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(highlighted);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (key.length === 1 && /\S/.test(key)) {
          const match = findByLetter(list, key, highlighted);
          if (match >= 0) setHighlighted(match);
        }
    }
  };

  const notes = fieldNoteIds(base, { error, errorMessage, helpText });
  const classes = [
    'field',
    'select',
    size ? `select--${size}` : undefined,
    open ? 'select--open' : undefined,
    error ? 'field--error' : undefined,
    disabled ? 'select--disabled' : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} ref={rootRef}>
      <span className="field__label" id={ids.label}>
        {label}
        <RequiredMark required={required} />
      </span>
      <input type="hidden" name={name} value={selected} />
      <div className="select__box">
        <button
          ref={buttonRef}
          id={ids.button}
          type="button"
          role="combobox"
          className="field__control select__control"
          aria-labelledby={ids.label}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={ids.listbox}
          aria-activedescendant={open && highlighted >= 0 ? ids.option(highlighted) : undefined}
          aria-required={required || undefined}
          aria-invalid={error || undefined}
          aria-describedby={notes.describedBy}
          disabled={disabled}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
        >
          <span className={selectedOption ? 'select__value' : 'select__value select__value--placeholder'}>
            {selectedOption ? selectedOption.title : placeholder}
          </span>
          <Icon name="chevron-down" className="select__chevron" size={16} />
        </button>
        <div
          ref={listRef}
          id={ids.listbox}
          role="listbox"
          aria-labelledby={ids.label}
          className="select__list"
          hidden={!open}
          // Clicking an option must not take the focus away from the combobox.
          onMouseDown={(event) => event.preventDefault()}
        >
          {list.map((option, index) => (
            // The combobox keeps the focus and points at the option (aria-activedescendant); the keyboard works there.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox, as the APG pattern says.
            <div
              key={option.value}
              id={ids.option(index)}
              role="option"
              aria-selected={option.value === selected}
              tabIndex={-1}
              className={index === highlighted ? 'select__option select__option--active' : 'select__option'}
              onPointerMove={() => setHighlighted(index)}
              onClick={() => choose(index)}
            >
              {option.title}
            </div>
          ))}
        </div>
      </div>
      <FieldNotes ids={notes} props={{ error, errorMessage, helpText }} />
    </div>
  );
}

/** The next option after `from` whose title starts with `letter`, wrapping around; -1 when none. */
function findByLetter(list: readonly SelectOption[], letter: string, from: number): number {
  const wanted = letter.toLocaleLowerCase('es-AR');
  for (let step = 1; step <= list.length; step++) {
    const index = (from + step + list.length) % list.length;
    if (list[index]?.title.toLocaleLowerCase('es-AR').startsWith(wanted)) return index;
  }
  return -1;
}
