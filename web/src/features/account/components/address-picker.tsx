import { useState } from 'react';
import type { DeliveryDetails, DeliveryDetailsInput } from '@functions/shop/user/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { AddressForm } from './address-form';
import { ConfirmDelete } from './confirm-delete';
import { useReturnFocus } from './use-return-focus';
import { useSavedEntries, type SavedEntryApi } from './use-saved-entries';

const addressApi: SavedEntryApi = {
  add: '/order/add-delivery-details',
  update: '/order/update-delivery-details',
  remove: '/order/delete-delivery-details',
  bodyKey: 'deliveryDetails',
  messages: { added: 'Address added successfully', updated: 'Address updated successfully', deleted: 'Address deleted' },
};

interface AddressPickerProps {
  addresses: DeliveryDetails[];
  selectedId?: string | undefined;
  onSelect?: (address: DeliveryDetails) => void;
  /** Called after any add, edit or delete so the owner refetches the user data. */
  onChanged: () => void;
  onClose: () => void;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: DeliveryDetails } | { kind: 'delete'; address: DeliveryDetails };

/** The saved-address modal (SPEC §2), reusable by the cart page. */
export function AddressPicker({ addresses, selectedId, onSelect, onChanged, onClose }: AddressPickerProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { save, remove } = useSavedEntries<DeliveryDetailsInput>(addressApi, onChanged, () => setMode({ kind: 'list' }));
  const { container, remember, returnTo } = useReturnFocus(mode.kind === 'list');

  return (
    <Dialog labelledBy="address-picker-title" onClose={onClose} variant="panel">
      <div className="picker" ref={container}>
        <h2 id="address-picker-title">Delivery address</h2>
        {mode.kind === 'list' ? (
          <>
            {addresses.length === 0 ? <p>No Address Available</p> : null}
            <ul className="picker__list">
              {addresses.map((address) => (
                <li key={address.id} className={address.id === selectedId ? 'picker__item picker__item--selected' : 'picker__item'}>
                  <div>
                    <strong>{address.name}</strong> {address.default ? <span className="picker__badge">Default</span> : null}
                    <p>
                      {address.address}, {address.city}, {address.state}, {address.country} · {address.phone}
                    </p>
                  </div>
                  <div className="picker__actions">
                    {onSelect ? (
                      <button type="button" className="button button--small button--primary" onClick={() => onSelect(address)}>
                        Select
                      </button>
                    ) : null}
                    <button type="button" className="button button--small button--outline" data-focus-key={`edit-${address.id}`}
                      onClick={(event) => {
                        remember(event);
                        setMode({ kind: 'edit', address });
                      }}
                    >
                      Edit <span className="visually-hidden">address {address.address}</span>
                    </button>
                    <button type="button" className="button button--small button--outline" data-focus-key={`delete-${address.id}`}
                      onClick={(event) => {
                        remember(event);
                        setMode({ kind: 'delete', address });
                      }}
                    >
                      Delete <span className="visually-hidden">address {address.address}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--primary" data-focus-key="add"
              onClick={(event) => {
                remember(event);
                setMode({ kind: 'add' });
              }}
            >
              Add New Address
            </button>
          </>
        ) : null}
        {mode.kind === 'add' ? <AddressForm title="Add New Address" onSubmit={(details) => save(details)} onCancel={() => setMode({ kind: 'list' })} /> : null}
        {mode.kind === 'edit' ? (
          <AddressForm title="Edit address" initial={mode.address} onSubmit={(details) => save(details, mode.address.id)} onCancel={() => setMode({ kind: 'list' })} />
        ) : null}
        {mode.kind === 'delete' ? (
          <ConfirmDelete
            id="address-delete-question"
            question="Are you sure you want to delete this address?"
            onYes={() => {
              returnTo('add');
              void remove(mode.address.id);
            }}
            onNo={() => setMode({ kind: 'list' })}
          />
        ) : null}
        <button type="button" className="link-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
