export default function ServiceIndicators() { return null; }
