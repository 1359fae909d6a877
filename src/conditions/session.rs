//! How a session file (TOML) writes and reads a condition's options. The session layer asks
//! these and names no condition.
//!
//! In a session a condition is an inline table: `{ name = "…", option = value, … }`. The
//! session layer writes `name` (the registry's name) and reads it to find the condition; the
//! condition writes and reads the other keys, as [`Value`]s. A condition reads its keys with
//! serde (a `#[derive(Deserialize)]` struct with `deny_unknown_fields`, absent keys taking
//! their defaults): a [`Value`] is a serde deserializer, which words its errors as serde does
//! (`unknown field `promoton`, expected one of …`, `invalid type: string "yes", expected a
//! boolean`), and the session layer places them in the file.

use std::fmt;

use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{self, Deserialize, Deserializer, IntoDeserializer, Visitor};

use crate::rules::condition::Condition;

/// One condition's side of it; each condition module has one value, listed in the registry.
pub trait ConditionSession: Sync {
    /// The keys of `condition`'s table after `name`, with their values, in the order written.
    /// feerie writes every option, so that a session says what it means whatever the
    /// defaults. `condition` is this condition's.
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)>;

    /// The condition with the options of its table, `name` taken out: a
    /// [`Value::Table`] of the other keys in the file's order (or a [`Value::Array`] of the
    /// values after the name, when the table was written as an array). Absent keys take
    /// their defaults; unknown keys are refused. The error is one line, worded as serde words
    /// it.
    fn read(&self, table: Value) -> Result<Condition, String>;

    /// For the condition the position's tokens belong to: the key of the twin command that
    /// sets them, and their names in its errors.
    fn tokens(&self) -> Option<TokenKey> {
        None
    }
}

/// The twin command that sets the position's tokens, in a session: `{ KEY = ["a3", "w:c5"] }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TokenKey {
    /// The command's key.
    pub key: &'static str,
    /// The names of one token and of several, in errors.
    pub name: &'static str,
    pub plural: &'static str,
}

/// A value of a condition's session table, with TOML's kinds. Tables keep their keys in the
/// file's order.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Bool(bool),
    Integer(i64),
    Float(f64),
    String(String),
    Array(Vec<Value>),
    Table(Vec<(String, Value)>),
}

impl Value {
    /// What the value is, as serde's errors say it.
    fn unexpected(&self) -> de::Unexpected<'_> {
        match self {
            Value::Bool(b) => de::Unexpected::Bool(*b),
            Value::Integer(i) => de::Unexpected::Signed(*i),
            Value::Float(f) => de::Unexpected::Float(*f),
            Value::String(s) => de::Unexpected::Str(s),
            Value::Array(_) => de::Unexpected::Seq,
            Value::Table(_) => de::Unexpected::Map,
        }
    }

    fn invalid_type(&self, expected: &dyn de::Expected) -> Error {
        de::Error::invalid_type(self.unexpected(), expected)
    }
}

/// A TOML value as a session writes it inline: `true`, `"each_possible"`, `[1, 2]`,
/// `{ a = 1 }`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Integer(i) => write!(f, "{i}"),
            Value::Float(x) => write!(f, "{}", toml::Value::Float(*x)),
            Value::String(s) => write!(f, "{}", toml::Value::String(s.clone())),
            Value::Array(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            Value::Table(entries) if entries.is_empty() => f.write_str("{}"),
            Value::Table(entries) => {
                f.write_str("{ ")?;
                for (i, (key, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    let bare = !key.is_empty()
                        && key
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
                    if bare {
                        write!(f, "{key} = {value}")?;
                    } else {
                        write!(f, "{} = {value}", toml::Value::String(key.clone()))?;
                    }
                }
                f.write_str(" }")
            }
        }
    }
}

/// An error while reading a condition's table: one line, worded as serde words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error(msg.to_string())
    }
}

// ----------------------------------------------------------------------------------------
// Reading a value from the file: everything TOML holds is taken as it stands.
// ----------------------------------------------------------------------------------------

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Integer(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        i64::try_from(v)
            .map(Value::Integer)
            .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::Float(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            let value = map.next_value()?;
            entries.push((key, value));
        }
        Ok(Value::Table(entries))
    }
}

// ----------------------------------------------------------------------------------------
// A value as a deserializer, for the condition's own reading. It behaves as serde's own
// buffer of a value does (what `#[serde(tag = …)]` enums read from), so that its errors are
// the ones serde gives there.
// ----------------------------------------------------------------------------------------

impl<'de> IntoDeserializer<'de, Error> for Value {
    type Deserializer = Value;

    fn into_deserializer(self) -> Value {
        self
    }
}

fn visit_array<'de, V: Visitor<'de>>(items: Vec<Value>, visitor: V) -> Result<V::Value, Error> {
    let mut seq = SeqDeserializer::new(items.into_iter());
    let value = visitor.visit_seq(&mut seq)?;
    seq.end()?;
    Ok(value)
}

fn visit_table<'de, V: Visitor<'de>>(
    entries: Vec<(String, Value)>,
    visitor: V,
) -> Result<V::Value, Error> {
    let mut map = MapDeserializer::new(entries.into_iter());
    let value = visitor.visit_map(&mut map)?;
    map.end()?;
    Ok(value)
}

impl<'de> Deserializer<'de> for Value {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Integer(i) => visitor.visit_i64(i),
            Value::Float(x) => visitor.visit_f64(x),
            Value::String(s) => visitor.visit_string(s),
            Value::Array(items) => visit_array(items, visitor),
            Value::Table(entries) => visit_table(entries, visitor),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Bool(b) => visitor.visit_bool(b),
            other => Err(other.invalid_type(&visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::String(s) => visitor.visit_string(s),
            other => Err(other.invalid_type(&visitor)),
        }
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_some(self)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Table(entries) if entries.is_empty() => visitor.visit_unit(),
            other => Err(other.invalid_type(&visitor)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self {
            Value::Table(entries) if entries.is_empty() => visitor.visit_unit(),
            Value::Array(items) if items.is_empty() => visitor.visit_unit(),
            other => other.deserialize_any(visitor),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Array(items) => visit_array(items, visitor),
            other => Err(other.invalid_type(&visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Table(entries) => visit_table(entries, visitor),
            other => Err(other.invalid_type(&visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self {
            Value::Array(items) => visit_array(items, visitor),
            Value::Table(entries) => visit_table(entries, visitor),
            other => Err(other.invalid_type(&visitor)),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let (variant, value) = match self {
            Value::Table(entries) => {
                let single =
                    || de::Error::invalid_value(de::Unexpected::Map, &"map with a single key");
                let mut entries = entries.into_iter();
                let (key, value) = entries.next().ok_or_else(single)?;
                if entries.next().is_some() {
                    return Err(single());
                }
                (key, Some(value))
            }
            Value::String(s) => (s, None),
            other => {
                return Err(de::Error::invalid_type(
                    other.unexpected(),
                    &"string or map",
                ))
            }
        };
        visitor.visit_enum(Variant { variant, value })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char bytes byte_buf
    }
}

/// An enum's variant: its name, and its value when it was written as a one-key table.
struct Variant {
    variant: String,
    value: Option<Value>,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = VariantValue;

    fn variant_seed<S: de::DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, VariantValue), Error> {
        let name = seed.deserialize(Value::String(self.variant))?;
        Ok((name, VariantValue(self.value)))
    }
}

struct VariantValue(Option<Value>);

impl<'de> de::VariantAccess<'de> for VariantValue {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.0 {
            Some(value) => <()>::deserialize(value),
            None => Ok(()),
        }
    }

    fn newtype_variant_seed<T: de::DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        match self.0 {
            Some(value) => seed.deserialize(value),
            None => Err(de::Error::invalid_type(
                de::Unexpected::UnitVariant,
                &"newtype variant",
            )),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Some(Value::Array(items)) => {
                de::Deserializer::deserialize_any(SeqDeserializer::new(items.into_iter()), visitor)
            }
            Some(other) => Err(de::Error::invalid_type(
                other.unexpected(),
                &"tuple variant",
            )),
            None => Err(de::Error::invalid_type(
                de::Unexpected::UnitVariant,
                &"tuple variant",
            )),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Some(Value::Table(entries)) => de::Deserializer::deserialize_any(
                MapDeserializer::new(entries.into_iter()),
                visitor,
            ),
            Some(Value::Array(items)) => {
                de::Deserializer::deserialize_any(SeqDeserializer::new(items.into_iter()), visitor)
            }
            Some(other) => Err(de::Error::invalid_type(
                other.unexpected(),
                &"struct variant",
            )),
            None => Err(de::Error::invalid_type(
                de::Unexpected::UnitVariant,
                &"struct variant",
            )),
        }
    }
}

/// The `only` key of a condition that binds one side or both (`only = "white"`; absent: both).
pub fn write_only_side(only: Option<crate::rules::piece::Side>) -> Vec<(&'static str, Value)> {
    use crate::rules::piece::Side;
    match only {
        None => Vec::new(),
        Some(Side::White) => vec![("only", Value::String("white".into()))],
        Some(Side::Black) => vec![("only", Value::String("black".into()))],
    }
}

/// Reads what [`write_only_side`] writes; `name` is the condition's, for the message.
pub fn read_only_side(
    name: &str,
    only: Option<&str>,
) -> Result<Option<crate::rules::piece::Side>, String> {
    use crate::rules::piece::Side;
    match only {
        None => Ok(None),
        Some("white") => Ok(Some(Side::White)),
        Some("black") => Ok(Some(Side::Black)),
        Some(other) => Err(format!(
            "{name}: 'only' is \"white\" or \"black\", not \"{other}\""
        )),
    }
}

/// Reads a condition's table with `T`'s serde reading (see the module documentation).
pub fn read_table<T: de::DeserializeOwned>(table: Value) -> Result<T, String> {
    T::deserialize(table).map_err(|e| e.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Sample {
        #[serde(default)]
        on: bool,
        #[serde(default)]
        how: How,
    }

    #[derive(Deserialize, Debug, PartialEq, Default)]
    #[serde(rename_all = "snake_case")]
    enum How {
        #[default]
        Plain,
        Fancy,
    }

    fn table(entries: &[(&str, Value)]) -> Value {
        Value::Table(
            entries
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    #[test]
    fn tables_read_with_serde_words() {
        let ok: Sample = read_table(table(&[
            ("how", Value::String("fancy".into())),
            ("on", Value::Bool(true)),
        ]))
        .unwrap();
        assert_eq!(
            ok,
            Sample {
                on: true,
                how: How::Fancy
            }
        );
        let positional: Sample = read_table(Value::Array(vec![Value::Bool(true)])).unwrap();
        assert_eq!(positional.how, How::Plain);
        let e = |v: Value| read_table::<Sample>(v).unwrap_err();
        assert_eq!(
            e(table(&[("of", Value::Bool(true))])),
            "unknown field `of`, expected `on` or `how`"
        );
        assert_eq!(
            e(table(&[("on", Value::String("yes".into()))])),
            "invalid type: string \"yes\", expected a boolean"
        );
        assert_eq!(
            e(table(&[("how", Value::Integer(1))])),
            "invalid type: integer `1`, expected string or map"
        );
        assert_eq!(
            e(table(&[("how", Value::String("odd".into()))])),
            "unknown variant `odd`, expected `plain` or `fancy`"
        );
        assert_eq!(
            e(table(&[("how", table(&[("plain", Value::Integer(1))]))])),
            "invalid type: integer `1`, expected unit"
        );
        assert_eq!(
            e(Value::Array(vec![
                Value::Bool(true),
                Value::String("plain".into()),
                Value::Bool(true)
            ])),
            "invalid length 3, expected 2 elements in sequence"
        );
    }

    #[test]
    fn values_are_written_as_toml() {
        let v = Value::Table(vec![
            ("a".into(), Value::Bool(true)),
            ("b c".into(), Value::String("x\"y".into())),
            (
                "d".into(),
                Value::Array(vec![Value::Integer(1), Value::Float(1.5)]),
            ),
        ]);
        assert_eq!(
            v.to_string(),
            "{ a = true, \"b c\" = 'x\"y', d = [1, 1.5] }"
        );
        let back: toml::Table = format!("v = {v}").parse().unwrap();
        assert_eq!(back["v"]["b c"].as_str(), Some("x\"y"));
    }
}
