"""TCP: segments -> in-order byte streams per direction; Wireshark's stream numbering."""
