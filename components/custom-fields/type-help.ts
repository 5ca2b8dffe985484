import { isKnownCustomFieldType, type CustomFieldType } from "@/lib/partner-api/contract/values";

// What each of the six types holds, in the words the create dialog and the table use.
export const typeHelp: Record<CustomFieldType, { label: string; explain: string }> = {
  text: { label: "Text", explain: "Any text, such as an id from another system." },
  checkbox: { label: "Checkbox", explain: "Yes or no." },
  link: { label: "Link", explain: "A web address starting with http:// or https://." },
  date: { label: "Date", explain: "A calendar date, stored as YYYY-MM-DD." },
  single_select: { label: "Single select", explain: "One choice from a list of options you define here." },
  duration: {
    label: "Duration",
    explain: "A length of time in ISO 8601, typed as people say it: 2 days, 1h 30m or 90 min.",
  },
};

// A type the console does not know is named as the API names it.
export const typeLabel = (type: string) => (isKnownCustomFieldType(type) ? typeHelp[type].label : type);
