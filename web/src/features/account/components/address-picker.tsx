import { useRef, useState } from 'react';
import type { DeliveryDetails, DeliveryDetailsInput } from '../../../../../functions/src/shop/user/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { AddressForm } from './address-form';

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
  const session = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const idempotencyKey = useRef(crypto.randomUUID());

  async function save(details: DeliveryDetailsInput, id?: string) {
    try {
      if (id) {
        await session.authedPost('/order/update-delivery-details', { id, deliveryDetails: details });
        toast.success('Address updated successfully');
      } else {
        await session.authedPost('/order/add-delivery-details', { deliveryDetails: details }, { 'Idempotency-Key': idempotencyKey.current });
        idempotencyKey.current = crypto.randomUUID();
        toast.success('Address added successfully');
      }
      onChanged();
      setMode({ kind: 'list' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function remove(id: string) {
    try {
      await session.authedPost('/order/delete-delivery-details', { id });
      toast.success('Address deleted');
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setMode({ kind: 'list' });
  }

  return (
    <Dialog labelledBy="address-picker-title" onClose={onClose} variant="panel">
      <div className="picker">
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
                    <button type="button" className="button button--small button--outline" onClick={() => setMode({ kind: 'edit', address })}>
                      Edit <span className="visually-hidden">address {address.address}</span>
                    </button>
                    <button type="button" className="button button--small button--outline" onClick={() => setMode({ kind: 'delete', address })}>
                      Delete <span className="visually-hidden">address {address.address}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--primary" onClick={() => setMode({ kind: 'add' })}>
              Add New Address
            </button>
          </>
        ) : null}
        {mode.kind === 'add' ? <AddressForm onSubmit={(details) => save(details)} onCancel={() => setMode({ kind: 'list' })} /> : null}
        {mode.kind === 'edit' ? (
          <AddressForm initial={mode.address} onSubmit={(details) => save(details, mode.address.id)} onCancel={() => setMode({ kind: 'list' })} />
        ) : null}
        {mode.kind === 'delete' ? (
          <div role="alertdialog" aria-labelledby="address-delete-question">
            <p id="address-delete-question">Are you sure you want to delete this address?</p>
            <div className="picker__actions">
              <button type="button" className="button button--primary" onClick={() => void remove(mode.address.id)}>
                Yes
              </button>
              <button type="button" className="button button--outline" onClick={() => setMode({ kind: 'list' })}>
                No
              </button>
            </div>
          </div>
        ) : null}
        <button type="button" className="link-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
