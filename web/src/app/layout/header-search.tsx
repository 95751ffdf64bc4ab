import { useState } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import type { SearchBox as SearchBoxComponent } from '../../features/catalog/components/search-box';

const loadSearchBox = () => import('../../features/catalog/components/search-box');

interface Loaded {
  SearchBox: typeof SearchBoxComponent;
  term: string;
  focused: boolean;
}

/**
 * The header search. The type-ahead combobox loads when the visitor reaches for the search (pointer or touch on
 * it, or focus), so the first page does not pay for it; until then this plain search form already works:
 * Enter opens `/products/all?q=` (a normal form submission).
 */
export function HeaderSearch() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);

  function activate(input: HTMLInputElement) {
    if (loading) return;
    setLoading(true);
    void loadSearchBox().then(
      (module) =>
        setLoaded({ SearchBox: module.SearchBox, term: input.value, focused: document.activeElement === input }),
      () => setLoading(false),
    );
  }

  if (loaded) return <loaded.SearchBox initialTerm={loaded.term} autoFocus={loaded.focused} />;

  return (
    // Submitting before the combobox has loaded is a plain GET to the results page: it works without any script.
    <form role="search" className="search" action={paths.products.getHref('all')}>
      <label htmlFor="header-search" className="visually-hidden">
        Search products
      </label>
      <SearchIcon className="search__icon" size={18} />
      <input
        id="header-search"
        name="q"
        className="search__input"
        type="search"
        placeholder="what are you looking for?"
        autoComplete="off"
        enterKeyHint="search"
        onFocus={(event) => activate(event.currentTarget)}
        onPointerEnter={(event) => activate(event.currentTarget)}
      />
    </form>
  );
}
