/// The watchlist demo's entry point; filled in by the example.
public enum Demo {}
