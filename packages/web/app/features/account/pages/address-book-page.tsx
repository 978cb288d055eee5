import { useEffect, useRef, useState } from 'react';
import type { AccountWire, AddressWire } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { accountApi } from '../api/account-api';
import { AddressForm } from '../components/address-form';
import { AddressLines } from '../components/address-lines';
import { refusalOf } from '../components/form-errors';
import { FormMessage } from '../components/form-message';
import { useAreas, useKeepAccount } from '../hooks/use-account';

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: AddressWire } | null;

/** Address book: the saved addresses, the default first; add, edit, delete and choose the default (attribute 5). */
export function AddressBookPage({ account }: { readonly account: AccountWire }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const { data: areas } = useAreas();
  const keep = useKeepAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<{ status?: string; error?: string }>({});
  const addButton = useRef<HTMLButtonElement>(null);
  const formHost = useRef<HTMLDivElement>(null);

  // Focus goes to the form's heading when it opens, and back to "Add an address" when it closes.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) formHost.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    else if (wasEditing.current) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const change = (work: Promise<Parameters<typeof keep.addresses>[0]>, done: string) => {
    setMessage({});
    work.then(
      (book) => {
        keep.addresses(book);
        setMessage({ status: done });
      },
      (error: unknown) => setMessage({ error: refusalOf(t, error).form ?? t('errors.INVALID_REQUEST') }),
    );
  };

  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="account-addresses">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.entries.address-book')}
      </h1>
      <FormMessage error={message.error} status={message.status} />
      {account.addresses.length === 0 ? (
        <p>{t('account.addresses.empty')}</p>
      ) : (
        <ul className="address-list" aria-label={t('account.addresses.list')}>
          {account.addresses.map((address) => (
            <li key={address.id} className="account-card address-card" data-testid="address-card" data-default={address.isDefault}>
              {address.isDefault && <p className="address-card__default">{t('account.addresses.default')}</p>}
              <AddressLines address={address} areas={areas} language={language} />
              <div className="form-actions" role="group" aria-label={t('account.addresses.actionsFor', { name: `${address.firstName} ${address.lastName}` })}>
                <button type="button" className="button button--quiet" onClick={() => setEditing({ kind: 'edit', address })}>
                  {t('account.addresses.edit')}
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => change(accountApi.updateAddress({ ...addressBodyOf(address), region, isDefault: true }), t('account.addresses.saved'))}
                  >
                    {t('account.addresses.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    if (window.confirm(t('account.addresses.confirmDelete'))) change(accountApi.deleteAddress(region, address.id), t('account.addresses.deleted'));
                  }}
                >
                  {t('account.addresses.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div ref={formHost}>
        {editing ? (
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            {...(editing.kind === 'edit' ? { address: editing.address } : {})}
            areas={areas}
            onDone={(done) => {
              setEditing(null);
              setMessage({ status: done });
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button ref={addButton} type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
            {t('account.addresses.add')}
          </button>
        )}
      </div>
    </section>
  );
}

/** An address as the update call takes it, the way it is saved now. */
function addressBodyOf(address: AddressWire) {
  return {
    addressId: address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    governorate: address.governorate,
    city: address.city,
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
  };
}
