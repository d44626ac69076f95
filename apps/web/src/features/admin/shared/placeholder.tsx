import { PlaceholderPage, type PlaceholderKey } from '@/components/ui/placeholder-page';

/** An admin screen not built yet: its heading and a 'coming soon' line from the 'pages' namespace. */
export const adminPlaceholder = (key: string) => {
  const AdminPlaceholder = () => (
    <PlaceholderPage
      titleKey={`admin.${key}.title` as PlaceholderKey}
      emptyKey={`admin.${key}.empty` as PlaceholderKey}
    />
  );
  return AdminPlaceholder;
};
