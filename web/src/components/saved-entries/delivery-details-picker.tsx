import { useState } from 'react';
import type { DeliveryDetails, DeliveryDetailsInput } from '@functions/shop/delivery-details/contract';
import { useMe } from '../../lib/user/use-me';
import { Dialog } from '../dialog/dialog';
import { addDeliveryDetails } from './api/add-delivery-details';
import { deleteDeliveryDetails } from './api/delete-delivery-details';
import { updateDeliveryDetails } from './api/update-delivery-details';
import { DeliveryDetailsForm } from './delivery-details-form';
import { ConfirmDelete } from './confirm-delete';
import { AddEntryButton, SavedEntryActions } from './saved-entry-actions';
import { useReturnFocus } from './use-return-focus';
import { useSavedEntries, type SavedEntryApi } from './use-saved-entries';
import './saved-entries.css';

const deliveryDetailsApi: SavedEntryApi<DeliveryDetailsInput> = {
  add: addDeliveryDetails,
  update: updateDeliveryDetails,
  remove: deleteDeliveryDetails,
  messages: { added: 'Address added successfully', updated: 'Address updated successfully', deleted: 'Address deleted' },
};

interface DeliveryDetailsPickerProps {
  deliveryDetails: DeliveryDetails[];
  selectedId?: string | undefined;
  onSelect?: (details: DeliveryDetails) => void;
  /** Called after any add, edit or delete so the owner refetches the user data. */
  onChanged: () => void;
  onClose: () => void;
}

type Mode = { kind: 'list' } | { kind: 'add'; initial?: Partial<DeliveryDetails> } | { kind: 'edit'; details: DeliveryDetails } | { kind: 'delete'; details: DeliveryDetails };

/**
 * The address typed at registration, offered as the first delivery address (the contact is the customer),
 * while `offer` holds (no address saved yet) and the profile has one.
 */
function useRegistrationAddress(offer: boolean): Partial<DeliveryDetails> | undefined {
  const me = useMe();
  const profile = me.status === 'success' ? me.data?.userPublicData : undefined;
  if (!offer || !profile?.address) return undefined;
  const { firstName, lastName, phone, address, city, state, country } = profile;
  return { name: `${firstName} ${lastName}`.trim(), phone, address, city, state, country, default: true };
}

/** The saved delivery details modal (SPEC §2), reusable by the cart page. */
export function DeliveryDetailsPicker({ deliveryDetails, selectedId, onSelect, onChanged, onClose }: DeliveryDetailsPickerProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { save, remove } = useSavedEntries(deliveryDetailsApi, onChanged, () => setMode({ kind: 'list' }));
  const { container, remember, returnTo } = useReturnFocus(mode.kind === 'list');
  const suggested = useRegistrationAddress(deliveryDetails.length === 0);

  return (
    <Dialog labelledBy="delivery-details-picker-title" onClose={onClose} variant="panel">
      <div className="picker" ref={container}>
        <h2 id="delivery-details-picker-title">Delivery address</h2>
        {mode.kind === 'list' ? (
          <>
            {deliveryDetails.length === 0 ? <p>No Address Available</p> : null}
            {suggested ? (
              <div className="picker__item">
                <p>
                  The address you gave when you registered: {suggested.address}, {[suggested.city, suggested.state, suggested.country].filter(Boolean).join(', ')}
                </p>
                <button
                  type="button"
                  className="button button--outline"
                  onClick={(event) => {
                    remember(event);
                    setMode({ kind: 'add', initial: suggested });
                  }}
                >
                  Use this address
                </button>
              </div>
            ) : null}
            <ul className="picker__list">
              {deliveryDetails.map((details) => (
                <li key={details.id} className={details.id === selectedId ? 'picker__item picker__item--selected' : 'picker__item'}>
                  <div>
                    <strong>{details.name}</strong> {details.default ? <span className="picker__badge">Default</span> : null}
                    <p>
                      {details.address}, {details.city}, {details.state}, {details.country} · {details.phone}
                    </p>
                  </div>
                  <SavedEntryActions
                    id={details.id}
                    entryName={`address ${details.address}`}
                    onSelect={onSelect ? () => onSelect(details) : undefined}
                    onEdit={(event) => {
                      remember(event);
                      setMode({ kind: 'edit', details });
                    }}
                    onDelete={(event) => {
                      remember(event);
                      setMode({ kind: 'delete', details });
                    }}
                  />
                </li>
              ))}
            </ul>
            <AddEntryButton
              label="Add New Address"
              onClick={(event) => {
                remember(event);
                setMode({ kind: 'add' });
              }}
            />
          </>
        ) : null}
        {mode.kind === 'add' ? <DeliveryDetailsForm title="Add New Address" initial={mode.initial} onSubmit={(details) => save(details)} onCancel={() => setMode({ kind: 'list' })} /> : null}
        {mode.kind === 'edit' ? (
          <DeliveryDetailsForm title="Edit address" initial={mode.details} onSubmit={(details) => save(details, mode.details.id)} onCancel={() => setMode({ kind: 'list' })} />
        ) : null}
        {mode.kind === 'delete' ? (
          <ConfirmDelete
            id="address-delete-question"
            question="Are you sure you want to delete this address?"
            onYes={() => {
              returnTo('add');
              void remove(mode.details.id);
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
