// The field moved down to components/ui, where the account's two-factor sign-in shares it.
export { SettingsField } from '../../../components/ui/settings-field';
