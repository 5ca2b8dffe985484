export const firstNames = ["Ava", "Liam", "Maya", "Noah", "Zoe", "Ethan", "Lena", "Omar", "Ines", "Jonas", "Priya", "Mateo", "Hana", "Lucas", "Nora", "Kofi", "Sara", "Diego", "Mila", "Arjun"];
export const lastNames = ["Nguyen", "Garcia", "Okafor", "Schmidt", "Rossi", "Kowalski", "Haddad", "Tanaka", "Silva", "Murphy", "Larsen", "Dubois", "Patel", "Moreau", "Bauer", "Costa"];
export const streets = ["Maple Ave", "Oak St", "Cedar Ln", "Pine Rd", "Elm Ct", "Birch Way", "Willow Dr", "Harbor Blvd"];
export const cities: [string, string, string][] = [
  ["Portland", "OR", "97205"],
  ["Austin", "TX", "78701"],
  ["Denver", "CO", "80202"],
  ["Raleigh", "NC", "27601"],
  ["Madison", "WI", "53703"],
  ["Boise", "ID", "83702"],
];
export const jobs = ["Kitchen Remodel", "Bathroom Refresh", "Deck Build", "Roof Replacement", "Basement Finish", "Window Upgrade", "Garage Conversion", "Attic Insulation", "Siding Repair", "Patio Pavers"];
export const milestoneNames = {
  phases: ["Pre-construction", "Demolition", "Rough-in", "Finishes", "Close-out"],
  items: ["Permit application", "Site protection", "Tear-out", "Framing", "Electrical rough-in", "Plumbing rough-in", "Drywall", "Cabinet install", "Tile work", "Paint", "Fixture install", "Cleanup"],
  checkpoints: ["Permit approved", "Inspection passed", "Client walkthrough", "Final sign-off"],
};
export const colors = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "teal", "slate"];
