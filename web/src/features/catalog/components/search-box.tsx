import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import type { Product } from '@functions/shop/product/contract';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { usePrice } from '../../../components/checkout/use-price';
import { fetchAllProducts } from '../api/fetch-all-products';
import { panelLinkState, useProductLink } from './use-product-link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

const suggestionLimit = 6;
const debounceMs = 200;

type Suggestions = { term: string; status: 'loading' | 'done' | 'error'; products: Product[] };

/**
 * The header search (ARIA 1.2 combobox): typing suggests products by name or category; ArrowUp/Down move
 * through them, Enter opens the highlighted product's panel, or the results page when none is highlighted;
 * Escape closes the list.
 */
export interface SearchBoxProps {
  /** What the visitor had already typed into the placeholder input. */
  initialTerm?: string;
  /** Take focus on mount (the placeholder input had it). */
  autoFocus?: boolean;
}

export function SearchBox({ initialTerm = '', autoFocus = false }: SearchBoxProps) {
  const price = usePrice();
  const navigate = useNavigate();
  const productLink = useProductLink();
  const inputId = useId();
  const listId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Suggestions>({ term: '', status: 'done', products: [] });
  const rootRef = useRef<HTMLFormElement>(null);
  const trimmed = term.trim();

  useEffect(() => {
    if (trimmed.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSuggestions((current) => ({ term: trimmed, status: 'loading', products: current.products }));
      fetchAllProducts({ q: trimmed, limit: suggestionLimit }, undefined, controller.signal).then(
        (page) => setSuggestions({ term: trimmed, status: 'done', products: page.products }),
        (error: unknown) => {
          if (!controller.signal.aborted && !(error instanceof DOMException)) setSuggestions({ term: trimmed, status: 'error', products: [] });
        },
      );
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  const showList = open && trimmed.length >= 2 && suggestions.term === trimmed;
  const options = showList ? suggestions.products : [];

  function reset() {
    setOpen(false);
    setActive(-1);
  }

  function openProduct(product: Product) {
    reset();
    setTerm('');
    navigate(productLink(product.id), { state: panelLinkState });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (chosen) {
      openProduct(chosen);
      return;
    }
    if (!trimmed) return;
    reset();
    navigate(paths.products.getHref('all', { q: trimmed }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        reset();
      } else if (term) {
        setTerm('');
      }
    }
  }

  const statusText = !showList
    ? ''
    : suggestions.status === 'loading'
      ? 'Searching…'
      : suggestions.status === 'error'
        ? 'Suggestions are unavailable right now. Press Enter to search.'
        : options.length === 0
          ? 'No matching products. Press Enter to search anyway.'
          : `${options.length} suggestion${options.length === 1 ? '' : 's'}. Use the arrow keys to choose one.`;

  return (
    <form
      ref={rootRef}
      role="search"
      className="search"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) reset();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <SearchIcon className="search__icon" size={18} />
      <input
        id={inputId}
        className="search__input"
        type="search"
        placeholder="what are you looking for?"
        autoComplete="off"
        enterKeyHint="search"
        // The placeholder input had focus: keep the visitor where they were.
        autoFocus={autoFocus}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" role="status">
        {statusText}
      </p>
      <ul id={listId} role="listbox" aria-label="Product suggestions" className="search__list" hidden={!showList || options.length === 0}>
        {options.map((product, index) => (
          <li
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(product)}
            onMouseMove={() => setActive(index)}
          >
            <ResponsiveImage src={product.coverImage} alt="" width={40} height={50} loading="lazy" decoding="async" />
            <span className="search__option-text">
              <span className="search__option-name">{product.name}</span>
              <span className="search__option-meta">
                {product.category} · {price(product.amount)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
