"""One module per recorded scenario: what its clients do, and the facts they report."""
